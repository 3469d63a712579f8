/**
 * Posts a message to a service worker and resolves with its answer on a port of its own, or with `silence` after
 * `timeoutMs`: a worker stopped mid-way, or of a version that does not know the message, never answers.
 */
export function askWorker<Answer>(worker: ServiceWorker, message: unknown, timeoutMs: number, silence: Answer): Promise<Answer> {
  const { port1, port2 } = new MessageChannel();
  const answered = new Promise<Answer>((resolve) => {
    const timer = setTimeout(() => {
      port1.close();
      resolve(silence);
    }, timeoutMs);
    port1.onmessage = (event: MessageEvent<Answer>) => {
      clearTimeout(timer);
      port1.close();
      resolve(event.data);
    };
  });
  worker.postMessage(message, [port2]);
  return answered;
}
