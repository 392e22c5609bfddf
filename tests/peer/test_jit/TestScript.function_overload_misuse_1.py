import torch

class MyClass:

    @torch.jit._overload_method
    def method(self):
        return 0
