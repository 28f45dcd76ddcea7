// A child process that stops with its parent: npm start's build and server (scripts/start.mjs).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/** The signals a terminal, `kill <pid>`, a process manager or a closed SSH session send. */
export const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** The exit code a process reports for its child's end: the child's code, or 128 + the signal's number. */
export function exitCodeOf(code, signal) {
  if (code !== null) return code;
  const number = signal ? constants.signals[signal] : undefined;
  return number === undefined ? 1 : 128 + number;
}

/**
 * Runs `command` with this process's standard streams and passes SIGINT, SIGTERM and SIGHUP sent to
 * this process on to it, so stopping this process by its pid stops the child too. While the child
 * runs, those signals do not end this process: it waits for the child. Resolves with the exit code
 * to report (exitCodeOf) once the child has exited; rejects when it cannot be started.
 */
export function runChild(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    const forward = (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    };
    for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
    const detach = () => {
      for (const signal of FORWARDED_SIGNALS) process.off(signal, forward);
    };
    child.once('error', (error) => {
      detach();
      reject(error);
    });
    child.once('exit', (code, signal) => {
      detach();
      resolve(exitCodeOf(code, signal));
    });
  });
}

/**
 * Calls `onGone` once this process's parent has gone (this process was handed to another parent).
 * npm runs a script through `sh -c`, and on SIGTERM or SIGINT npm signals that shell, which ends
 * without passing the signal on: its child is left running unless it notices.
 */
export function watchParent(onGone, intervalMs = 500) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
