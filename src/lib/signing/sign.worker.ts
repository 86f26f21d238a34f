import type { SignerReply, SignerRequest } from './payload';
import { createSigningCore } from './sign';

// The signing key and jsrsasign live only here: RSA in JavaScript is slow enough to stall scrolling on
// low-end phones, and keeping the key off the page keeps it out of the main bundle.
interface WorkerScope {
  onmessage: ((event: MessageEvent<SignerRequest>) => void) | null;
  postMessage(message: SignerReply): void;
}

const core = createSigningCore();
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const reply = core.handle(event.data);
  if (reply) scope.postMessage(reply);
};
