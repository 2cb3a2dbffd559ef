export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
