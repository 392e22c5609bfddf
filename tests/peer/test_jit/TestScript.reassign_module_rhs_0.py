import torch

class ReassignSelfRHS(torch.jit.ScriptModule):

    @torch.jit.script_method
    def forward(self, x):
        for _ in range(20):
            x = self
        return self
ReassignSelfRHS()
