/**
 * At most `capacity` units of work at once. Each job asks for its weight (at most the capacity,
 * so every job can run alone); jobs start in the order they asked, so a heavy one waiting is
 * not overtaken for ever by light ones.
 */
export function semaphore(capacity: number) {
  let used = 0;
  const waiting: { weight: number; start: () => void }[] = [];
  const startNext = () => {
    for (let head = waiting[0]; head && used + head.weight <= capacity; head = waiting[0]) {
      waiting.shift();
      used += head.weight;
      head.start();
    }
  };
  return {
    async run<T>(weight: number, work: () => Promise<T>): Promise<T> {
      const taken = Math.min(Math.max(weight, 0), capacity);
      await new Promise<void>((start) => {
        waiting.push({ weight: taken, start });
        startNext();
      });
      try {
        return await work();
      } finally {
        used -= taken;
        startNext();
      }
    },
  };
}
