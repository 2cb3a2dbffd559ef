import { describe, expect, it } from 'vitest';
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  InputFrom,
  SnapshotFrom,
  StateNode,
} from 'xstate';
import { getNextSnapshot } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { renderedStates } from './axeCheck';
import {
  describeStep,
  describeStateSeen,
  hasPlainWording,
  type DelayLength,
  type SayHow,
} from './plainWords';
import { pinnedPathCount, PATH_COUNTS_FILE, recordQaPaths } from './qaReport';

type Snapshot<M extends AnyStateMachine> = SnapshotFrom<M>;
type Event<M extends AnyStateMachine> = EventFromLogic<M>;

export interface ModelPathsOptions<M extends AnyStateMachine> {
  /**
   * Sample events the traversal may send: what the person does (with payloads), and what the
   * machine's actors and timers would send, as plain events (`xstate.done.actor.<id>` with an
   * `output`, `xstate.error.actor.<id>`, and the types `delayedEventTypes(machine)` lists).
   */
  events: ReadonlyArray<Event<M>> | ((snapshot: Snapshot<M>) => ReadonlyArray<Event<M>>);
  input?: InputFrom<M>;
  /** Add every simple (non-repeating) path to the shortest ones. Off for machines whose graphs explode. */
  simplePaths?: boolean;
  /** Stop exploring past a snapshot, to keep a looping machine's graph finite. */
  stopWhen?: (snapshot: Snapshot<M>) => boolean;
}

export interface ModelPath<M extends AnyStateMachine> {
  description: string;
  /** Each step after `xstate.init`: the event sent and the snapshot it leads to. */
  steps: Array<{ event: Event<M>; snapshot: Snapshot<M> }>;
  initial: Snapshot<M>;
}

/** The event types of every delayed (`after`) transition in the machine, in document order. */
export function delayedEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  const visit = (node: StateNode) => {
    for (const transition of node.after) types.add(transition.eventType);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return [...types];
}

/** The ids of every atomic (leaf) state, e.g. `form.editing`: each must be asserted when a path reaches it. */
export function leafStateKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const visit = (node: StateNode, prefix: string[]) => {
    const children = Object.entries(node.states);
    if (children.length === 0 && prefix.length > 0) keys.push(prefix.join('.'));
    for (const [name, child] of children) visit(child, [...prefix, name]);
  };
  visit(machine.root, []);
  return keys;
}

function matches(snapshot: unknown, stateKey: string): boolean {
  return (snapshot as AnyMachineSnapshot).matches(stateKey as never);
}

export function describeEvent(event: { type: string }): string {
  const delayed = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (delayed) return `after ${delayed[1]}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  if (done) return `${done[1]} resolves${summarise((event as { output?: unknown }).output)}`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (failed) return `${failed[1]} fails`;
  const { type, ...payload } = event;
  return `${type}${summarise(Object.keys(payload).length ? payload : undefined)}`;
}

function summarise(value: unknown): string {
  if (value === undefined) return '';
  const text = JSON.stringify(value) ?? '';
  return ` ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`;
}

export function describeSnapshot(snapshot: { value: unknown }): string {
  const flatten = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
          flatten(child).map((leaf) => `${key}.${leaf}`),
        );
  return flatten(snapshot.value).join(' + ');
}

/** Shortest paths to every distinct snapshot, plus (optionally) every simple path, without repeats. */
export function generateModelPaths<M extends AnyStateMachine>(
  machine: M,
  options: ModelPathsOptions<M>,
): Array<ModelPath<M>> {
  const traversal = { events: options.events, input: options.input, stopWhen: options.stopWhen };
  const found: Array<StatePath<Snapshot<M>, Event<M>>> = [
    ...getShortestPaths(machine, traversal as never),
    ...(options.simplePaths ? getSimplePaths(machine, traversal as never) : []),
  ] as Array<StatePath<Snapshot<M>, Event<M>>>;

  const seen = new Set<string>();
  const paths: Array<ModelPath<M>> = [];
  for (const path of found) {
    const [init, ...rest] = path.steps;
    if (!init) continue;
    const steps = rest.map((step) => ({ event: step.event, snapshot: step.state }));
    const events = steps.map((step) => describeEvent(step.event));
    // The whole events, not their names: a name cuts payloads at 60 characters, and two answers that start
    // alike (the ranking with and without the person's account) would count as one path.
    const key = JSON.stringify(steps.map((step) => step.event));
    if (seen.has(key)) continue;
    seen.add(key);
    const reached = describeSnapshot(path.state);
    paths.push({
      description: events.length ? `${reached} ← ${events.join(' → ')}` : `${reached} (initial)`,
      steps,
      initial: init.state,
    });
  }
  return [...paths, ...pathsTakingUnwalkedEvents(machine, options, paths)];
}

/**
 * A path for each listed event type no path takes: the shortest path to a state where it is taken, then the
 * event. An event that leads back to a state already reached (Try again, back to loading) ends no shortest
 * path, so without this no path would press it.
 */
function pathsTakingUnwalkedEvents<M extends AnyStateMachine>(
  machine: M,
  options: ModelPathsOptions<M>,
  paths: Array<ModelPath<M>>,
): Array<ModelPath<M>> {
  const walked = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
  const byLength = [...paths].sort((a, b) => a.steps.length - b.steps.length);
  const added: Array<ModelPath<M>> = [];
  for (const path of byLength) {
    const snapshot = path.steps.at(-1)?.snapshot ?? path.initial;
    const samples = typeof options.events === 'function' ? options.events(snapshot) : options.events;
    for (const event of samples) {
      if (walked.has(event.type) || !(snapshot as AnyMachineSnapshot).can(event)) continue;
      walked.add(event.type);
      const next = getNextSnapshot(machine, snapshot, event) as Snapshot<M>;
      const steps = [...path.steps, { event, snapshot: next }];
      const events = steps.map((step) => describeEvent(step.event));
      added.push({
        description: `${describeSnapshot(next)} ← ${events.join(' → ')}`,
        steps,
        initial: path.initial,
      });
    }
  }
  return added;
}

/**
 * The length of each named delay as the machine sets it while waiting in `snapshot` (a number, or a function
 * of the context), for the QA report's "Wait 3 seconds".
 */
export function delayLengthIn(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): DelayLength {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  return (name) => {
    const delay = delays[name];
    const length =
      typeof delay === 'function'
        ? (delay as (args: { context: unknown; event: { type: string } }, params: undefined) => unknown)(
            { context: snapshot.context, event: { type: '' } },
            undefined,
          )
        : delay;
    return typeof length === 'number' && Number.isFinite(length) ? length : undefined;
  };
}

/**
 * Paths a tester cannot tell apart: two whose steps read the same, word for word, up to a step after which
 * they are in different states. Each is named by the words they share and the states they reach.
 */
export function indistinctPaths(
  paths: ReadonlyArray<{ opens: string; steps: ReadonlyArray<{ does: string; state: string }> }>,
): string[] {
  const stateAfter = new Map<string, string>();
  const clashes = new Set<string>();
  for (const path of paths) {
    const words = [path.opens];
    for (const step of path.steps) {
      words.push(step.does);
      const key = words.join(' / ');
      const known = stateAfter.get(key);
      if (known === undefined) stateAfter.set(key, step.state);
      else if (known !== step.state) clashes.add(`“${key}” ends in ${known} or in ${step.state}`);
    }
  }
  return [...clashes];
}

/** Every distinct state the paths pass through (`form.editing`), sorted: the path set a machine test pins. */
export function reachedStates<M extends AnyStateMachine>(paths: ReadonlyArray<ModelPath<M>>): string[] {
  const snapshots = paths.flatMap((path) => [path.initial, ...path.steps.map((step) => step.snapshot)]);
  return [...new Set(snapshots.map(describeSnapshot))].sort();
}

/** One axe pass over every distinct state a describe's paths render: about a second per state in jsdom. */
const AXE_PASS_TIMEOUT_MS = 180_000;

export interface ModelTestHarness<M extends AnyStateMachine, TSystem> {
  /** Renders a fresh system under test for one path, e.g. the feature component with fake actors. */
  render: () => TSystem | Promise<TSystem>;
  /** How each event type is carried out on the rendered system: a click, typing, a resolved fake, a clock advance. */
  events: Record<string, (system: TSystem, event: Event<M>) => void | Promise<void>>;
  /**
   * What the person sees in each state, keyed by state id (`counting`, `form.confirming`). Every leaf
   * state a path reaches must be asserted by at least one key that the snapshot matches.
   */
  states: Record<string, (system: TSystem, snapshot: Snapshot<M>) => void | Promise<void>>;
  /** Runs after each path, e.g. to restore real timers. */
  cleanup?: (system: TSystem) => void | Promise<void>;
  /**
   * How a tester carries out each event type by hand, in plain English for the QA report ("Click
   * *Submit*", "The service answers code 56120 (address already submitted)"), keyed like `events`; a
   * function gets the sample event, to name its payload or its failure. `xstate.init` says how the
   * tester opens the feature. Event types left out get a generic wording.
   */
  say?: SayHow<Event<M>>;
}

/**
 * Registers one Vitest case per generated path of `machine`, each driving the rendered system
 * through the path's events and asserting what the person sees at every step. When the system is
 * rendered into the document, axe checks every state the path visits, and the number of paths must
 * match the count pinned in `qa/path-counts.json`.
 */
export function describeModelPaths<M extends AnyStateMachine, TSystem>(
  title: string,
  machine: M,
  options: ModelPathsOptions<M>,
  harness: ModelTestHarness<M, TSystem>,
): void {
  const paths = generateModelPaths(machine, options);
  const stateKeys = Object.keys(harness.states);
  const testFile = expect.getState().testPath ?? '';
  /**
   * Whether the paths drive the rendered UI: every test outside `machines/` does, and none inside, since
   * `npm run check:boundaries` keeps React and the app out of `machines/`.
   */
  const rendered = !testFile.includes('/machines/');
  const visited = renderedStates();
  /** Each step with the snapshot it is taken from, whose context sets a delay's length. */
  const stepsFrom = (path: ModelPath<M>) =>
    path.steps.map((step, index) => {
      const from: AnyMachineSnapshot = index === 0 ? path.initial : path.steps[index - 1]!.snapshot;
      return { ...step, from, delayLength: delayLengthIn(machine, from) };
    });
  const reportPaths = paths.map((path) => ({
    test: path.description,
    reached: describeSnapshot(path.steps.at(-1)?.snapshot ?? path.initial),
    opens: describeStep({ type: 'xstate.init' }, harness.say),
    initially: describeStateSeen(path.initial),
    steps: stepsFrom(path).map((step) => ({
      does: describeStep(step.event, harness.say, step.delayLength, step.from),
      sees: describeStateSeen(step.snapshot),
      state: describeSnapshot(step.snapshot),
    })),
  }));
  // Registering the paths is enough for the QA report: `npm run qa:paths` only lists the tests.
  recordQaPaths({
    title,
    machineId: machine.id,
    machineDescription: (machine.root.meta as { description?: string } | undefined)?.description ?? '',
    file: testFile,
    rendered,
    paths: reportPaths,
  });

  describe(title, () => {
    it('asserts every state the generated paths reach', () => {
      const reached = new Set(
        paths
          .flatMap((path) => [path.initial, ...path.steps.map((step) => step.snapshot)])
          .flatMap((s) => leafStateKeys(machine).filter((key) => matches(s, key))),
      );
      const unasserted = [...reached].filter(
        (leaf) => !stateKeys.some((key) => leaf === key || leaf.startsWith(`${key}.`)),
      );
      expect(unasserted, 'states reached without an assertion').toEqual([]);
      expect(paths.length).toBeGreaterThan(0);
    });

    for (const path of paths) {
      it(path.description, async () => {
        const system = await harness.render();
        const drawsUi = document.body.innerHTML.trim() !== '';
        try {
          await assertSnapshot(system, path.initial, drawsUi);
          for (const step of path.steps) {
            const execute = harness.events[step.event.type];
            if (!execute) throw new Error(`No executor for event "${step.event.type}"`);
            await execute(system, step.event);
            await assertSnapshot(system, step.snapshot, drawsUi);
          }
        } finally {
          await harness.cleanup?.(system);
        }
      });
    }

    if (!rendered) return;

    it(
      'meets axe (no serious or critical violation) in every state the rendered paths visit',
      () => visited.expectNoSeriousAxeViolations(),
      AXE_PASS_TIMEOUT_MS,
    );

    // A tester follows each step by hand: every step is said in words (what the person does, what the service
    // answers, how long to wait), never as an event's type or an actor's or a delay's name.
    it('says in plain words how a tester takes every step', () => {
      const unsaid = new Set(
        paths
          .flatMap(stepsFrom)
          .filter(
            ({ event, delayLength }) =>
              harness.say?.[event.type] === undefined && !hasPlainWording(event, delayLength),
          )
          .map(({ event }) => event.type),
      );
      expect([...unsaid], 'event types without a `say` wording in the harness').toEqual([]);
    });

    // Two paths that read the same must end the same: otherwise the tester cannot know which one they followed.
    it('words the paths so that a tester can tell them apart', () => {
      expect(indistinctPaths(reportPaths), 'steps that read alike but lead to different states').toEqual([]);
    });

    // The rendered paths go to QA, and their number is pinned so that review sees it change.
    it(`keeps the number of rendered paths pinned in ${PATH_COUNTS_FILE}`, () => {
      const pinned = pinnedPathCount(machine.id, title);
      expect(
        pinned,
        `"${title}" generates ${paths.length} rendered paths of machine ${machine.id}, and ${PATH_COUNTS_FILE} pins ${pinned ?? 'none'}. ` +
          'If the change is meant, run `npm run qa:paths` and commit qa/ (the QA report and the pinned counts).',
      ).toBe(paths.length);
    });
  });

  async function assertSnapshot(system: TSystem, snapshot: Snapshot<M>, drawsUi: boolean) {
    const matching = stateKeys.filter((key) => matches(snapshot, key));
    if (matching.length === 0) throw new Error(`No assertion for state ${describeSnapshot(snapshot)}`);
    for (const key of matching) await harness.states[key]!(system, snapshot);
    if (drawsUi) visited.collect(describeSnapshot(snapshot));
  }
}
