"""Data package: runtime configs (``*.toml``) and the packs that ship with the library.

It is a package only so that a non-editable install carries these files; engine.config and
engine.packs locate them next to the engine package.
"""
