// The upload hashing worker (`uploadHashes`): reads and hashes the chunks of the page's uploads.
import { type HashPort, serveHashes } from './hash-messages';

serveHashes(self as unknown as HashPort);
