import torch

class ReassignSelfLHS(torch.jit.ScriptModule):

    @torch.jit.script_method
    def forward(self, x):
        for _ in range(20):
            self = x
        return self
ReassignSelfLHS()
