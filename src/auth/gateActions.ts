// Owns what the session gate does on dev/QA hosts only: ask the gateway who is signed in, and send
// the visitor to sign in. The gate imports this module on demand, so public hosts never load it.
export {createRequestClient} from './requestClient';
export {checkDocsSession, redirectToLogin} from './sessionGate';
