/**
 * Resolves in a task of its own: the work before and after an `await nextTask()` runs as two
 * tasks, and the browser may paint or answer a tap between them. The start of the page is cut
 * this way so that no single task blocks a phone's main thread for long (issue 19: Lighthouse
 * counts every task over 50 ms at 4× CPU). A message, not `setTimeout`: no 4 ms clamp.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
