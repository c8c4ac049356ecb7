const canUseDOM = typeof window !== 'undefined' && !!window.document?.createElement;

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && !!window.addEventListener,
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && !!window.screen,
};

export default ExecutionEnvironment;
