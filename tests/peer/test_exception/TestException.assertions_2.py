import torch

cu = torch.jit.CompilationUnit('\n            def foo(cond):\n                assert bool(cond), "hi"\n                return 0\n        ')
cu.foo(torch.tensor(1))
cu.foo(torch.tensor(0))
