import torch
from typing import Dict

def wrong_value_type(dictionary: Dict[str, torch.jit.ScriptModule]):
    return

def wrong_key_type(dictionary: Dict[torch.jit.ScriptModule, str]):
    return
torch.jit.script(wrong_key_type)
