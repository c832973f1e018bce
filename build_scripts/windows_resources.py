"""What the Windows executable carries besides the program (used by
build_scripts/greenthings.spec; PyInstaller ignores both on other systems):

- a version resource: Explorer's Properties > Details, the SmartScreen and
  antivirus dialogs and crash reports show the name, the version and who
  made it, instead of a blank;
- an application manifest that makes the game per-monitor DPI aware
  (PerMonitorV2, falling back to PerMonitor, then system-aware on Windows 7/8).
  Without it Windows draws the game at 96 DPI and stretches the bitmap at
  125-150% scaling, which blurs every letter.  Aware, the game gets the real
  pixels: SDL reports the real desktop size and the game's UI scale follows
  the window (greenthings/ui/draw/scale.py).  PyInstaller adds the execution
  level (asInvoker) and the common-controls dependency to this manifest.
"""
from __future__ import annotations

PRODUCT = "Green Things"
DESCRIPTION = "The Awful Green Things From Outer Space"
COMPANY = "The Green Things developers"

MANIFEST = """\
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<assembly xmlns="urn:schemas-microsoft-com:asm.v1" manifestVersion="1.0">
  <compatibility xmlns="urn:schemas-microsoft-com:compatibility.v1">
    <application>
      <supportedOS Id="{8e0f7a12-bfb3-4fe8-b9a5-48fd50a15a9a}"/>
      <supportedOS Id="{1f676c76-80e1-4239-95bb-83d0f6d0da78}"/>
      <supportedOS Id="{4a2f28e3-53b9-4441-ba9c-d69d4a4a6e38}"/>
      <supportedOS Id="{35138b9a-5d96-4fbd-8e2d-a2440225f93a}"/>
    </application>
  </compatibility>
  <application xmlns="urn:schemas-microsoft-com:asm.v3">
    <windowsSettings>
      <dpiAware xmlns="http://schemas.microsoft.com/SMI/2005/WindowsSettings">true/pm</dpiAware>
      <dpiAwareness
          xmlns="http://schemas.microsoft.com/SMI/2016/WindowsSettings">PerMonitorV2, PerMonitor</dpiAwareness>
      <longPathAware xmlns="http://schemas.microsoft.com/SMI/2016/WindowsSettings">true</longPathAware>
    </windowsSettings>
  </application>
</assembly>
"""


def file_version(version: str) -> tuple[int, int, int, int]:
    """``"0.2.1"`` -> (0, 2, 1, 0): Windows wants four numbers."""
    parts = [int(p) for p in version.split(".")]
    if not 1 <= len(parts) <= 4 or any(not 0 <= p < 65536 for p in parts):
        raise ValueError(f"not a Windows file version: {version!r}")
    return tuple(parts + [0] * (4 - len(parts)))  # type: ignore[return-value]


def version_file_text(version: str, exe_name: str) -> str:
    """The version resource in the text form PyInstaller reads (its
    ``version=`` file: Python expressions of its VSVersionInfo classes),
    written here so the build needs no Windows-only module to make it."""
    numbers = file_version(version)
    strings = {
        "CompanyName": COMPANY,
        "FileDescription": DESCRIPTION,
        "FileVersion": version,
        "InternalName": exe_name,
        "LegalCopyright": "MIT licence; the game's design is Tom Wham's",
        "OriginalFilename": f"{exe_name}.exe",
        "ProductName": PRODUCT,
        "ProductVersion": version,
    }
    table = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""\
# Windows version resource of {exe_name}.exe, written by build_scripts/windows_resources.py
VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers!r}, prodvers={numbers!r}, mask=0x3f, flags=0x0,
                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
          {table}])]),
    VarFileInfo([VarStruct('Translation', [0x0409, 1200])]),
  ]
)
"""
