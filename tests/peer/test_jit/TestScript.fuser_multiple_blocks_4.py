import torch

cu = torch.jit.CompilationUnit('\n        def test_fuser_multiple_blocks(this, that, theother, meme):\n            i = 0\n            while i < 20:\n                this = torch.cat([this, meme], dim=0)\n                that = torch.cat([that, meme], dim=0)\n                theother = torch.cat([theother, meme], dim=0)\n                i = i + 1\n            return this, that, theother\n        ')
inputs = [torch.ones(0, 10, 10)] * 3
inputs += [torch.ones(1, 10, 10)]
outputs = [torch.ones(20, 10, 10)] * 3
print(cu.test_fuser_multiple_blocks(*inputs))
