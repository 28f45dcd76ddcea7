/** Rubles as whole kopecks (money is compared and summed in kopecks; rounded half up). */
export const kopecks = (rubles: number): number => Math.round(rubles * 100);
