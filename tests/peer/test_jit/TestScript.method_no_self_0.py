import torch

class MethodNoSelf(torch.jit.ScriptModule):

    @torch.jit.script_method
    def forward():
        return torch.zeros(3, 4)
MethodNoSelf()
