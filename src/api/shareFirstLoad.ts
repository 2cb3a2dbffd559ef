/**
 * Lets several readers of one call share its first answer: each reader's first load takes the one request made
 * for all of them; its later loads (a retry, a reload at a round's end) ask the service again.
 */
export const shareFirstLoad = <Answer>(load: () => Promise<Answer>) => {
  let first: Promise<Answer> | undefined;
  return (): (() => Promise<Answer>) => {
    let used = false;
    return () => {
      if (used) return load();
      used = true;
      first ??= load();
      return first;
    };
  };
};
