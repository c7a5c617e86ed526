/* v1 tracking */
// Drawn by the v1 tracker itself rather than added to `widgetCss`, which loads with the form:
// the first load does not grow (DESIGN: v1 in Ferry). Same rules: under `.ferry`, `--ferry-*` only.
export const v1TrackingCss = `
.ferry .ferry-v1-legs{display:grid;gap:8px}
.ferry .ferry-v1-leg{display:flex;gap:10px;align-items:center;min-width:0}
.ferry .ferry-v1-amount{font-weight:600}
.ferry .ferry-state[data-tone=success]{color:var(--ferry-accent)}
.ferry .ferry-state[data-tone=danger]{color:var(--ferry-danger)}
.ferry .ferry-timeline li[data-step=failed][data-done=true]::before{background:var(--ferry-danger);border-color:var(--ferry-danger)}
.ferry .ferry-v1-txs{display:grid;gap:6px}
.ferry .ferry-v1-txs li{display:flex;flex-wrap:wrap;align-items:center;gap:4px 10px;font-size:14px;min-width:0}
.ferry .ferry-v1-txs li>span{color:var(--ferry-muted);min-width:64px}
.ferry .ferry-v1-hash{font-family:ui-monospace,monospace;font-size:12px;overflow-wrap:anywhere;min-width:0}
.ferry .ferry-v1-copy{min-height:32px;padding:4px 10px;font-size:13px}
.ferry .ferry-v1-tag{font-size:11px;padding:0 6px;border:1px solid var(--ferry-border);border-radius:999px;color:var(--ferry-muted)}
`
