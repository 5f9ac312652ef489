import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('runs a write once while it is on its way, again after it answered, separately per argument', async () => {
    const calls: string[] = [];
    let release!: () => void;
    const remove = singleFlight(
      (id: string) =>
        new Promise<string>((resolve) => {
          calls.push(id);
          release = () => resolve(`removed ${id}`);
        }),
    );
    const first = remove('a');
    const second = remove('a');
    expect(calls).toEqual(['a']);
    release();
    await expect(first).resolves.toBe('removed a');
    await expect(second).resolves.toBe('removed a');
    const third = remove('a');
    expect(calls).toEqual(['a', 'a']);
    release();
    await third;
    void remove('b');
    expect(calls).toEqual(['a', 'a', 'b']);
  });

  it('lets the next call through after a failure', async () => {
    let n = 0;
    const write = singleFlight(async () => {
      n += 1;
      throw new Error('down');
    });
    await expect(write(undefined)).rejects.toThrow('down');
    await expect(write(undefined)).rejects.toThrow('down');
    expect(n).toBe(2);
  });
});
