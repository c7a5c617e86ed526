// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// A 6-decimal stablecoin for the devnet. With `nonZeroApproveGuard` it behaves like USDT, whose
/// approve refuses to move a non-zero allowance to another non-zero value.
contract StableToken is ERC20, Ownable {
    bool public immutable nonZeroApproveGuard;

    constructor(string memory name_, string memory symbol_, bool guard) ERC20(name_, symbol_) Ownable(msg.sender) {
        nonZeroApproveGuard = guard;
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function approve(address spender, uint256 value) public override returns (bool) {
        if (nonZeroApproveGuard && value != 0 && allowance(msg.sender, spender) != 0) {
            revert("USDT: reset the allowance to zero first");
        }
        return super.approve(spender, value);
    }
}
