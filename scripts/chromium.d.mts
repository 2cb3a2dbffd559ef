export declare const browserUiFeaturesOff: string[];
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
