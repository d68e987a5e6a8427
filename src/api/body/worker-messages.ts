// The messages between the page and the parse worker: what the page sends (a whole body, or a
// streamed one piece by piece) and what the worker replies (rows in slices, then done or an error).
import type { ColumnDef, Row } from '../catalog.ts';
import type { DataViewsErrorKind } from '../errors.ts';

export interface ParseRequest {
  readonly type: 'parse';
  readonly id: number;
  readonly data: Uint8Array;
  readonly contentType: string;
  readonly label: string;
  readonly columns: readonly ColumnDef[];
}

/** A streamed body: opened, its bytes as they arrive, then its end (or cancelled). */
export type StreamRequest =
  | {
      readonly type: 'open';
      readonly id: number;
      readonly contentType: string;
      readonly columns: readonly ColumnDef[];
    }
  | { readonly type: 'chunk'; readonly id: number; readonly data: Uint8Array }
  | { readonly type: 'end' | 'cancel'; readonly id: number };

export type WorkerRequest = ParseRequest | StreamRequest;

export type ParseReply =
  | { readonly id: number; readonly type: 'rows'; readonly rows: Row[] }
  | {
      readonly id: number;
      readonly type: 'done';
      readonly extras: string[];
      readonly next: string | null;
      readonly hasMore: boolean;
      readonly total: number | null;
      /** The body's bytes, for the Raw JSON: a Blob is sent as a handle, not copied. */
      readonly body: Blob;
    }
  /** A streamed body it could not vouch for: the page sends it whole instead. */
  | { readonly id: number; readonly type: 'fallback' }
  | {
      readonly id: number;
      readonly type: 'error';
      readonly kind: DataViewsErrorKind;
      readonly detail: string | undefined;
    };
