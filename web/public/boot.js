// Starts the site's code once the browser has painted the page the server sent, which already shows
// the page (decision 027): scripts fetched and run before that first paint would only delay it on a
// phone. vite.config.ts (startAfterFirstPaint) names the entry and what it imports in data-entry and
// data-preload.
(function () {
  var boot = document.currentScript;
  if (!boot) return;
  var entry = boot.getAttribute('data-entry');
  var preloads = (boot.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A page with nothing prerendered (a private page) has nothing to paint first: start at once.
  var root = document.getElementById('root');
  if (!root || !root.firstElementChild) {
    start();
    return;
  }
  // Otherwise once the browser reports the first contentful paint; a hidden tab paints nothing, and
  // a browser without paint timing tells nothing: the timeout starts the site anyway.
  if (
    window.PerformanceObserver &&
    PerformanceObserver.supportedEntryTypes &&
    PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0
  ) {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, 300);
})();
