import torch
from typing import Any, List

torch.manual_seed(0)

@torch.jit.script
class Context(object):
    def __init__(self, start: int):
        self.count = torch.tensor([start], dtype=torch.double)

    def __enter__(self):
        self.count.add_(0.3)
        return self.count

    def __exit__(self, type: Any, value: Any, tb: Any):
        self.count.sub_(0.3)

def test_basic(x):
    # type: (Tensor) -> Tensor
    c = Context(1)

    with c as mult:
        y = x + mult

    y *= c.count
    return y

test_input = torch.randn(2, 2)
test_context = Context(2)
test_list = [2, 0, 1, 3, 0, 2]
fn = torch.jit.script(test_basic)
print(fn(test_input))
print(test_context.count)
