import torch

torch.manual_seed(0)

cast_types = ['byte', 'char', 'double', 'float', 'int', 'long', 'short']
for cast_type in cast_types:
    cu = torch.jit.CompilationUnit('\n            def cast_to(x):\n                return x.{cast_type}()\n            '.format(cast_type=cast_type))
    x = torch.rand(3, 4, 5) * 128
    cu_result = cu.cast_to(x)
    reference = getattr(x, cast_type)()
    print(cu_result)
