import torch
from typing import List
from dataclasses import dataclass

@dataclass
class Foo(object):
    x: List[int] = field(default_factory=list)
torch.jit.script(Foo)

def fn():
    foo = Foo()
    return foo.x
torch.jit.script(fn)()
