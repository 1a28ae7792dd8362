import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it('resolves after the current task, not within it', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    order.push('same task');
    await waited;
    expect(order).toEqual(['microtask', 'same task', 'next task']);
  });

  it('lets a task queued before it run first', async () => {
    const order: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => order.push('queued before');
    channel.port2.postMessage(null);
    await nextTask();
    order.push('after nextTask');
    channel.port1.close();
    expect(order).toEqual(['queued before', 'after nextTask']);
  });
});
