// The Bluetooth LE globals of Espruino's nRF52 builds that hal/espruino and the remote's and the
// receiver's start-ups use (https://www.espruino.com/Reference#NRF).
interface EspruinoAdvertisingOptions {
  manufacturer: number; manufacturerData: number[]; interval: number;
  showName: boolean; discoverable: boolean; connectable: boolean; scannable: boolean;
}
interface EspruinoScanned { manufacturer?: number; manufacturerData?: EspruinoBytes }
declare const NRF: {
  setAdvertising(data: object, options: EspruinoAdvertisingOptions): void;
  setScan(fn: ((d: EspruinoScanned) => void) | undefined, options?: { filters: object[]; active: boolean }): void;
  setServices(services: object, options: { uart: boolean }): void;
  sleep(): void;
  wake(): void;
  disconnect(): void;
  getBattery(): number; // volts
  on(event: string, fn: () => void): void;
};
declare function btoa(binary: string): string;
declare function atob(base64: string): string;
