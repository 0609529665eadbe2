/**
 * The subset of the Convex sync protocol this server speaks. The source of truth is
 * `node_modules/convex/src/browser/sync/protocol.ts`; these are the wire (JSON) shapes.
 */
import type { JSONValue } from "convex/values";

/** A u64 on the wire: base64 of its 8 little-endian bytes. */
export type EncodedTs = string;

export function encodeTs(ts: bigint): EncodedTs {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(ts);
  return bytes.toString("base64");
}

export type AddQuery = {
  type: "Add";
  queryId: number;
  udfPath: string;
  args: JSONValue[];
  journal?: string | null;
  componentPath?: string;
};
export type RemoveQuery = { type: "Remove"; queryId: number };

export type ClientMessage =
  | {
      type: "Connect";
      sessionId: string;
      connectionCount: number;
      lastCloseReason: string | null;
      maxObservedTimestamp?: EncodedTs;
      clientTs?: number;
    }
  | {
      type: "ModifyQuerySet";
      baseVersion: number;
      newVersion: number;
      modifications: (AddQuery | RemoveQuery)[];
    }
  | {
      type: "Mutation";
      requestId: number;
      udfPath: string;
      args: JSONValue[];
      componentPath?: string;
    }
  | {
      type: "Action";
      requestId: number;
      udfPath: string;
      args: JSONValue[];
      componentPath?: string;
    }
  | { type: "Authenticate"; tokenType: "User" | "Admin"; value: string; baseVersion: number }
  | { type: "Authenticate"; tokenType: "None"; baseVersion: number }
  | { type: "Event"; eventType: string; event: unknown };

export type StateVersion = { querySet: number; identity: number; ts: EncodedTs };

export type StateModification =
  | { type: "QueryUpdated"; queryId: number; value: JSONValue; logLines: string[]; journal: null }
  | {
      type: "QueryFailed";
      queryId: number;
      errorMessage: string;
      logLines: string[];
      errorData: JSONValue;
      journal: null;
    }
  | { type: "QueryRemoved"; queryId: number };

export type ServerMessage =
  | {
      type: "Transition";
      startVersion: StateVersion;
      endVersion: StateVersion;
      modifications: StateModification[];
    }
  | {
      type: "MutationResponse";
      requestId: number;
      success: true;
      result: JSONValue;
      ts: EncodedTs;
      logLines: string[];
    }
  | {
      type: "MutationResponse";
      requestId: number;
      success: false;
      result: string;
      logLines: string[];
      errorData?: JSONValue;
    }
  | {
      type: "ActionResponse";
      requestId: number;
      success: boolean;
      result: JSONValue;
      logLines: string[];
      errorData?: JSONValue;
    }
  | { type: "AuthError"; error: string; baseVersion: number; authUpdateAttempted: boolean }
  | { type: "FatalError"; error: string }
  | { type: "Ping" };

/** Minimal structural check of an incoming frame; the client library is trusted for the rest. */
export function parseClientMessage(text: string): ClientMessage {
  const parsed: unknown = JSON.parse(text);
  if (
    typeof parsed !== "object" ||
    parsed === null ||
    typeof (parsed as { type?: unknown }).type !== "string"
  ) {
    throw new Error("Malformed client message");
  }
  return parsed as ClientMessage;
}
