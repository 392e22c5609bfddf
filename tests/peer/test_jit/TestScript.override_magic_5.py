import torch
import torch.nn as nn

class OverrideMagic(nn.Module):

    def __init__(self):
        super(OverrideMagic, self).__init__()

    @torch.jit.export
    def __len__(self):
        return 10
mod = OverrideMagic()

class OverrideMagicSeq(nn.Sequential):

    def __init__(self):
        super(OverrideMagicSeq, self).__init__()

    @torch.jit.export
    def __len__(self):
        return 10
mod = OverrideMagicSeq()
print(len(mod))
