import vm from 'node:vm';
import { expect, test } from 'vitest';
import { startupInTaskOfItsOwn } from './startupInTaskOfItsOwn';

/** main.js's runtime as far as the plugin sees it: the startup property, and a browser that records each wait asked for. */
function runtime() {
  const asked: string[] = [];
  const context = vm.createContext({
    __webpack_require__: { x: () => asked.push('startup without Module Federation') },
    scheduler: { yield: () => (asked.push('next task'), Promise.resolve()) },
  });
  vm.runInContext(startupInTaskOfItsOwn('__webpack_require__.x'), context);
  return { asked, require: context.__webpack_require__ as { x: () => unknown } };
}

test('the startup Module Federation wraps runs in the next task, asked for once the script’s body has returned', async () => {
  const { asked, require } = runtime();
  // Module Federation assigns its wrapper; the chunk's final call, in the script's body, runs what the property gives.
  require.x = () => asked.push('startup');
  const started = require.x();
  // Nothing asked for from the body: a wait asked for there records the body on its stack (V8 then parses the
  // whole script again for its source positions when stack tracing is on).
  expect(asked).toEqual([]);
  await started;
  expect(asked).toEqual(['next task', 'startup']);
});

test('without a wrapper the startup is the runtime’s own, run at once', () => {
  const { asked, require } = runtime();
  require.x();
  expect(asked).toEqual(['startup without Module Federation']);
});
