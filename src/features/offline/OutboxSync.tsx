import { useConvex } from "convex/react";
import { useEffect } from "react";
import { loadDeviceStore, sendOutbox } from "../../data/device/outbox";

/**
 * Sends the person's outbox whenever it can: on sign-in, when the connection comes back, and
 * when an entry is added or set to try again (in this tab or another).
 */
export default function OutboxSync({ person }: { person: string }) {
  const client = useConvex();
  useEffect(() => {
    let stop = () => {};
    let live = true;
    const send = () => void sendOutbox(person, client).catch(() => undefined);
    const stopConnection = client.subscribeToConnectionState((state) => {
      if (state.isWebSocketConnected) send();
    });
    window.addEventListener("online", send);
    void loadDeviceStore().then((store) => {
      if (live) stop = store.onOutboxChange(send);
    });
    send();
    return () => {
      live = false;
      stop();
      stopConnection();
      window.removeEventListener("online", send);
    };
  }, [person, client]);
  return null;
}
