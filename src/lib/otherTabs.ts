/**
 * Each tab signs in on its own (the session is kept per tab), so a second tab of a
 * signed-in browser opens on the login screen. Tabs ask each other over a BroadcastChannel
 * whether one is signed in, so that screen can say why instead of looking broken. Only a
 * yes/no crosses tabs, never a token or an address.
 */
import { useEffect, useState } from "react";

const CHANNEL = "pfa-tabs";
const QUESTION = "anyone-signed-in?";
const ANSWER = "signed-in";

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
}

/** A signed-in tab answers other tabs' question. */
export function useAnswerOtherTabs(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const channel = openChannel();
    if (channel === null) return;
    channel.onmessage = (event) => {
      if (event.data === QUESTION) channel.postMessage(ANSWER);
    };
    return () => channel.close();
  }, [signedIn]);
}

/** True once another tab of this browser says it is signed in. */
export function useOtherTabSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    const channel = openChannel();
    if (channel === null) return;
    channel.onmessage = (event) => {
      if (event.data === ANSWER) setSignedIn(true);
    };
    channel.postMessage(QUESTION);
    return () => channel.close();
  }, []);
  return signedIn;
}
