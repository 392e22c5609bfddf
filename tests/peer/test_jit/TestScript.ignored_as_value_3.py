import torch
import torch.nn as nn

class Model(nn.Module):

    def __init__(self):
        super(Model, self).__init__()

    @torch.jit.unused
    def tuple_ignored(self, x):
        # type: (Tensor) -> Tuple[Tensor, Tensor]
        return (x, x)

    @torch.jit.unused
    def single_val_ignored(self, x, y):
        # type: (Tensor, Tensor) -> Tensor
        return x

    def forward(self, x, use_ignore_path):

        # type: (Tensor, bool) -> Tuple[Tensor, Tensor]
        if 1 == 2:
            return self.tuple_ignored(x)
        if use_ignore_path:
            return (self.single_val_ignored(x, x), self.single_val_ignored(x, x))
        return (x, x)
original = Model()
scripted = torch.jit.script(original)
print(scripted(torch.tensor(0.5), False))
