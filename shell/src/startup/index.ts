// The entry's own task compiles it and starts the federation runtime; the shell's start-up
// runs in the next task, so that neither keeps the page from answering for long. ("eager":
// ./start is part of the entry all the same, no request.)
setTimeout(() => {
  void import(/* webpackMode: "eager" */ './start').then(({ start }) => start());
});
