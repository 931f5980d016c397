/**
 * - `idle`: nobody is signed in, so no socket is open (the server refuses anonymous handshakes);
 * - `connecting`: the first connection is being made;
 * - `connected`: changes arrive over the socket;
 * - `reconnecting`: the connection dropped and the client is retrying;
 * - `offline`: the client gave up (the server refused or closed the connection).
 */
export type LiveStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';
