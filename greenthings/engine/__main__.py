"""Command line for the rules engine: python -m greenthings.engine --help."""
from .cli import main

raise SystemExit(main())
