import torch

cu = torch.jit.CompilationUnit('\n            def foo(cond):\n                assert bool(cond), "hi"\n                return 0\n        ')
cu.foo(torch.tensor(1))

@torch.jit.script
def foo(cond):
    assert bool(cond), 'hi'
foo(torch.tensor(1))
foo(torch.tensor(0))
