"""engine.math: a precision-first GSM8K reader (wrong = 0) with serving and sealed lanes."""
from .reader import solve
from .refusal import Answer, Reason, Refusal, Stage

__all__ = ["solve", "Answer", "Refusal", "Reason", "Stage"]
