#!/usr/bin/env node
// Checks an audit export (`npm run audit:export`) without the server, its database or any package:
// only Node.js (18 or later) and this one file. Hand it to a party with the export file.
//
//   node verify-audit-export.mjs <export.json> --fingerprint SHA256:<hex>
//   node verify-audit-export.mjs <export.json> --public-key <operator-public-key.pem>
//
// It recomputes every event's hash (SHA-256 of the event's RFC 8785 canonical JSON) and the links
// between them, follows the Merkle path (RFC 9162) from the stream's last event to the root of a
// checkpoint, and checks the operator's Ed25519 signature over that checkpoint. Pin the operator's key
// with --fingerprint or --public-key (`npm run audit:public-key` prints both): a key taken from the
// export alone proves nothing, anyone can sign their own.
//
// Exit codes: 0 intact and signed by the pinned key; 1 altered or malformed; 2 bad usage, or intact
// but the key was not pinned. See docs/decisions/0026-signed-checkpoints-of-the-event-log.md.
import { createHash, createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';

const EXPORT_FORMAT = 'referrals-audit-export/1';
const CHECKPOINT_FORMAT = 'referrals-audit-checkpoint/1';
const USAGE =
  'Usage: node verify-audit-export.mjs <export.json> (--fingerprint SHA256:<hex> | --public-key <file.pem>)';

class Broken extends Error {}

/** "1 event", "3 events". */
const countOf = (count, noun) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** RFC 8785 (JCS) canonical JSON of a value parsed from JSON. */
function jcs(value) {
  if (value === null || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Broken('a number that JSON cannot hold');
    return JSON.stringify(value);
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(jcs).join(',')}]`;
  if (typeof value === 'object') {
    // Default sort compares UTF-16 code units, as RFC 8785 orders properties.
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${jcs(value[key])}`).join(',')}}`;
  }
  throw new Broken(`a ${typeof value} where JSON was expected`);
}

const sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

/** The hash of an event: over stream, revision (text), id (lower case), type, data and metadata without `hash`. */
function eventHash(event) {
  const { hash: _ignored, ...metadata } = event.metadata;
  const content = jcs({
    streamName: event.streamName,
    revision: event.revision,
    id: event.id.toLowerCase(),
    type: event.type,
    data: event.data,
    metadata,
  });
  return sha256(Buffer.from(content, 'utf8')).toString('hex');
}

/** Checks the stream's events in order; answers its last event's hash and counts. */
function checkEvents(exported) {
  const { events, streamName } = exported;
  if (!Array.isArray(events) || events.length === 0) throw new Broken('the export holds no events');
  let lastHash = null;
  let version = 1;
  let unchained = 0;
  events.forEach((event, index) => {
    const where = `revision ${index} (event ${event?.id})`;
    if (
      typeof event !== 'object' ||
      event === null ||
      typeof event.metadata !== 'object' ||
      event.metadata === null
    ) {
      throw new Broken(`${where}: not an event`);
    }
    if (event.revision !== String(index)) {
      throw new Broken(
        `${where}: found revision ${event.revision}: an event was removed, inserted or reordered`,
      );
    }
    if (event.streamName !== streamName) throw new Broken(`${where}: belongs to stream ${event.streamName}`);
    const { hash, previousHash } = event.metadata;
    if (hash === undefined && previousHash === undefined) {
      if (lastHash !== null)
        throw new Broken(`${where}: no hash although the events before it have one: it was removed`);
      unchained++;
      return;
    }
    const recomputed = eventHash(event);
    if (hash !== recomputed) {
      throw new Broken(
        `${where}: hash mismatch, the event was altered (stored ${hash}, computed ${recomputed})`,
      );
    }
    if (previousHash !== lastHash) {
      throw new Broken(
        `${where}: link mismatch, previousHash ${previousHash} is not ${lastHash}: an event was removed, inserted or reordered`,
      );
    }
    lastHash = recomputed;
    const eventVersion = event.metadata.hashVersion === undefined ? 1 : event.metadata.hashVersion;
    if (eventVersion === 1) {
      if (version > 1)
        throw new Broken(`${where}: hashed without its recording time after events hashed with it`);
    } else if (eventVersion === 2) {
      version = 2;
      const hashed = Date.parse(event.metadata.recordedAt);
      if (Number.isNaN(hashed)) throw new Broken(`${where}: no valid recording time in its hash`);
      if (Date.parse(event.recordedAt) !== hashed) {
        throw new Broken(
          `${where}: recorded at ${event.recordedAt}, but its hash covers ${event.metadata.recordedAt}: the time was moved`,
        );
      }
    } else {
      throw new Broken(`${where}: unknown hash version ${JSON.stringify(eventVersion)}`);
    }
  });
  return { last: events.at(-1), lastHash, unchained };
}

/** RFC 9162 2.1.3.2: the root that the audit path leads to from the leaf, or null when the path does not fit the tree. */
function rootFromPath(leaf, leafIndex, treeSize, auditPath) {
  if (!Number.isInteger(leafIndex) || !Number.isInteger(treeSize) || leafIndex < 0 || leafIndex >= treeSize)
    return null;
  const node = (left, right) => sha256(Buffer.from([1]), left, right);
  let fn = leafIndex;
  let sn = treeSize - 1;
  let hash = leaf;
  for (const text of auditPath) {
    if (sn === 0 || typeof text !== 'string' || !/^[0-9a-f]{64}$/.test(text)) return null;
    const sibling = Buffer.from(text, 'hex');
    if (fn % 2 === 1 || fn === sn) {
      hash = node(sibling, hash);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      hash = node(hash, sibling);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 ? hash.toString('hex') : null;
}

function checkProof(exported, last, lastHash) {
  const { proof, checkpoint } = exported;
  const { statement } = checkpoint;
  const head = proof.head;
  if (head.streamName !== exported.streamName || head.revision !== last.revision || head.hash !== lastHash) {
    throw new Broken(
      `the checkpoint signed ${head.streamName} at revision ${head.revision} with hash ${head.hash}, ` +
        `but the export ends at revision ${last.revision} with hash ${lastHash}`,
    );
  }
  if (statement.format !== CHECKPOINT_FORMAT)
    throw new Broken(`the checkpoint is not a ${CHECKPOINT_FORMAT}`);
  if (proof.treeSize !== statement.treeSize)
    throw new Broken('the proof is for a tree of another size than the signed one');
  const leaf = sha256(
    Buffer.from([0]),
    Buffer.from(jcs({ streamName: head.streamName, revision: head.revision, hash: head.hash }), 'utf8'),
  );
  const root = rootFromPath(leaf, proof.leafIndex, proof.treeSize, proof.auditPath);
  if (root !== statement.rootHash) {
    throw new Broken(
      `the Merkle path from the stream's head leads to ${root ?? 'nothing'}, not to the signed root ${statement.rootHash}`,
    );
  }
}

function checkSignature(checkpoint) {
  let key;
  try {
    key = createPublicKey({ key: Buffer.from(checkpoint.publicKey, 'base64'), format: 'der', type: 'spki' });
  } catch {
    throw new Broken('the public key in the export is not a key');
  }
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Broken('the public key in the export is not an Ed25519 key');
  const signed = Buffer.from(jcs(checkpoint.statement), 'utf8');
  if (!verify(null, signed, key, Buffer.from(String(checkpoint.signature), 'base64'))) {
    throw new Broken('the checkpoint signature does not verify: the checkpoint was altered');
  }
  return `SHA256:${sha256(key.export({ format: 'der', type: 'spki' })).toString('hex')}`;
}

function pinnedFingerprint(options) {
  if (options.fingerprint) {
    const hex = options.fingerprint.replace(/^SHA256:/i, '').toLowerCase();
    return `SHA256:${hex}`;
  }
  if (options.publicKey) {
    const key = createPublicKey(readFileSync(options.publicKey, 'utf8'));
    return `SHA256:${sha256(key.export({ format: 'der', type: 'spki' })).toString('hex')}`;
  }
  return null;
}

function parseArguments(args) {
  const options = { file: null, fingerprint: null, publicKey: null };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--fingerprint' || arg === '--public-key') {
      const value = args[++index];
      if (!value) return null;
      options[arg === '--fingerprint' ? 'fingerprint' : 'publicKey'] = value;
    } else if (!arg.startsWith('--') && options.file === null) options.file = arg;
    else return null;
  }
  return options.file ? options : null;
}

function main(args) {
  const options = parseArguments(args);
  if (!options) {
    console.error(USAGE);
    return 2;
  }
  let exported;
  try {
    exported = JSON.parse(readFileSync(options.file, 'utf8'));
  } catch (error) {
    console.error(`Cannot read ${options.file}: ${error.message}`);
    return 1;
  }
  try {
    if (exported?.format !== EXPORT_FORMAT)
      throw new Broken(`${options.file} is not a ${EXPORT_FORMAT} file`);
    if (typeof exported.checkpoint?.statement !== 'object' || typeof exported.proof?.head !== 'object') {
      throw new Broken('the export has no checkpoint or proof');
    }
    const { last, lastHash, unchained } = checkEvents(exported);
    checkProof(exported, last, lastHash);
    const signer = checkSignature(exported.checkpoint);
    const { statement } = exported.checkpoint;
    const pinned = pinnedFingerprint(options);
    if (pinned !== null && pinned !== signer) {
      throw new Broken(`the checkpoint is signed by ${signer}, not by the pinned key ${pinned}`);
    }
    console.log(
      `Intact: ${countOf(exported.events.length, 'event')} of ${exported.streamName} (revisions 0–${last.revision}); ` +
        `its head is in checkpoint ${statement.sequence} of ${statement.createdAt} (${statement.treeSize} streams), signed by ${signer}.`,
    );
    if (unchained > 0) {
      console.log(
        `Note: the first ${countOf(unchained, 'event')} were written before events were hashed; nothing proves them intact.`,
      );
    }
    if (pinned === null) {
      console.log(
        `The signer was not pinned: compare ${signer} with the fingerprint the operator published, or run with --fingerprint.`,
      );
      return 2;
    }
    return 0;
  } catch (error) {
    console.error(
      error instanceof Broken ? `BROKEN: ${error.message}` : `BROKEN: a malformed export (${error.message})`,
    );
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
