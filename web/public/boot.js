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
  // requestAnimationFrame runs just before the frame is painted, the timeout after it. A hidden tab
  // paints no frame: the second timeout starts the site anyway.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
