/** The widget's stylesheet (src/styles/widget.css), compiled by Tailwind and minified. */
export function compileWidgetCss(): Promise<string>
/** The text of src/styles.generated.ts for a compiled stylesheet. */
export function generatedModule(css: string): string
