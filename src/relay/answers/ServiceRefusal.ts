import type { ServiceAnswer } from '../ServiceGate';

/** The service answered with something other than 200: passed on to the caller as it is, and kept nowhere. */
export class ServiceRefusal extends Error {
  constructor(readonly answer: ServiceAnswer) {
    super(`the service answered ${answer.status}`);
    this.name = 'ServiceRefusal';
  }
}
