import torch
import torch.nn as nn
from typing import Tuple

class SubmoduleForwardSingleInput(torch.nn.Module):

    def __init__(self, name):
        super().__init__()
        self.name = name

    def foo(self, input: str):
        return input

    def forward(self, input: str):
        input = input + '_inner_mod'
        input = self.foo(input)
        return input

class ModuleForwardSingleInput(torch.nn.Module):

    def __init__(self, name: str, submodule_name: str):
        super().__init__()
        self.name = name
        self.submodule = SubmoduleForwardSingleInput(submodule_name)

    def forward(self, input: str):
        input = input + '_outermod'
        return self.submodule(input)

class ModuleDirectforwardSubmodCall(torch.nn.Module):

    def __init__(self, name: str, submodule_name: str):
        super().__init__()
        self.name = name
        self.submodule = SubmoduleForwardSingleInput(submodule_name)

    def forward(self, input: str):
        input = input + '_outermod'
        return self.submodule.forward(input)
m_submod_forward_call = ModuleDirectforwardSubmodCall('outer_mod_name', 'inner_mod_name')
m_submod_call = ModuleForwardSingleInput('outer_mod_name', 'inner_mod_name')

def pre_hook(self, input: Tuple[str]) -> Tuple[str]:
    return ('pre_hook_override_name',)

def forward_hook(self, input: Tuple[str], output: str):
    assert input == ('pre_hook_override_name',)
    return output + '_fh'
m_submod_forward_call.submodule.register_forward_pre_hook(pre_hook)
m_submod_forward_call.submodule.register_forward_hook(forward_hook)
m_submod_call.submodule.register_forward_pre_hook(pre_hook)
m_submod_call.submodule.register_forward_hook(forward_hook)
m_submod_forward_call_scripted = torch.jit.script(m_submod_forward_call)
m_submod_call_scripted = torch.jit.script(m_submod_call)
print(m_submod_forward_call_scripted('a'))
