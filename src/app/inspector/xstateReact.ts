/**
 * `@xstate/react` as features see it in a build with the QA inspector (`./vitePlugin.ts` points the
 * package's imports here): `useMachine` and `useActorRef` create their actors with the inspector's
 * `inspect`, so every feature's machine shows in the panel without a line changed in the feature.
 * The rest of the package passes through.
 */
import { useActorRef as useActorRefBase, useMachine as useMachineBase } from '@xstate/react';
import { inspection } from './inspection';

export * from '@xstate/react';

const withInspection = <Options>(options: Options): Options =>
  inspection.inspect ? { ...options, ...inspection } : options;

export const useActorRef = ((logic, options, observer) =>
  useActorRefBase(logic, withInspection(options), observer)) as typeof useActorRefBase;

export const useMachine = ((logic, options) =>
  useMachineBase(logic, withInspection(options))) as typeof useMachineBase;
