/** Placeholder until the product form lands (the form helper replaces this file). */
export default function ProductCreatePage() {
  return null;
}
