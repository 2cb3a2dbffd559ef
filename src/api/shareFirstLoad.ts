/**
 * Lets several readers of one call share its first answer: each reader's first load takes the one request made
 * for all of them; its later loads (a retry, a reload at a round's end) ask the service again. A failed answer
 * (`false`, the API helpers' failure, or a rejection) reaches only the readers that asked before it came: a
 * reader that first loads after it (a section shown once a retry succeeded) asks the service again.
 */
export const shareFirstLoad = <Answer>(load: () => Promise<Answer>) => {
  let first: Promise<Answer> | undefined;
  const forgetIfFailed = (shared: Promise<Answer>) => {
    const forget = () => {
      if (first === shared) first = undefined;
    };
    shared.then((answer) => {
      if (answer === false) forget();
    }, forget);
  };
  return (): (() => Promise<Answer>) => {
    let used = false;
    return () => {
      if (used) return load();
      used = true;
      if (!first) {
        first = load();
        forgetIfFailed(first);
      }
      return first;
    };
  };
};
