export declare const browserUiFeaturesOff: string[];
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
export declare const checkBrowserLaunchOptions: { executablePath: string; args: string[] };
