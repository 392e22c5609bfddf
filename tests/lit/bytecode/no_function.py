# Asking for a function that does not exist is a program error (exit 1).
# RUN: not bytecode nope 2>&1
import torch

# CHECK: no function named 'nope'
@torch.jit.script
def f(x: int) -> int:
    return x
